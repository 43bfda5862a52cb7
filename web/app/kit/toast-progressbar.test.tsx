import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProgressBar, ToastProgressbarProvider } from './ToastProgressbar';

/** Renders inside a data router (the provider watches navigation and fetchers). */
function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => element, HydrateFallback: () => null }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: null } }} />);
}

describe('back office progress bar (000 §9, 001 §8)', () => {
  it("[ops] R001-8.20 the progress bar outside its provider fails with 'ToastProgressbar required'", () => {
    expect(() => renderToString(<ProgressBar />)).toThrow('ToastProgressbar required');
  });

  it('[ops] R000-9.35 R000-9.31 an idle page shows no progress bar (nothing before the 200 ms delay)', () => {
    const html = render(
      <ToastProgressbarProvider>
        <ProgressBar />
        <p>Inhalt</p>
      </ToastProgressbarProvider>,
    );
    expect(html).toContain('Inhalt');
    expect(html).not.toContain('progress-bar');
  });
});
