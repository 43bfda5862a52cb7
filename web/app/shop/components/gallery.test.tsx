import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Gallery, pictureCaption } from './Gallery';

function render(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => element, HydrateFallback: () => null, loader: () => ({ locale: 'de-CH' }) }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { locale: 'de-CH' } } }} />);
}

describe('gallery pages (decision 968)', () => {
  it('R000-2.04 shows the gallery folder’s own pictures, captioned by their file names, instead of the categories', () => {
    const html = render(
      <Gallery
        shopMode="verpackung"
        emptyText="Zurzeit sind keine Bilder vorhanden."
        entries={[{ id: 1, name: 'Kisten', url: '/produkte/kisten', pictureArticleNumber: 'KISTE_0001' }]}
        pictures={[{ name: '01-Exportkiste_im_Hafen.jpg', url: '/api/media/galerie-verpackung/01-Exportkiste_im_Hafen.jpg' }]}
      />,
    );
    expect(html).toContain('src="/api/media/galerie-verpackung/01-Exportkiste_im_Hafen.jpg"');
    expect(html).toContain('Exportkiste im Hafen');
    expect(html).not.toContain('Kisten');
    expect(pictureCaption('02-Möbel-Lounge.webp')).toBe('Möbel Lounge');
  });

  it('R000-2.03 without own pictures: the categories with their first product’s picture, the icon where a category has none', () => {
    const html = render(
      <Gallery
        shopMode="moebel"
        emptyText="Zurzeit sind keine Bilder vorhanden."
        entries={[
          { id: 1, name: 'Lounges', url: '/produkte/lounges', pictureArticleNumber: 'MOEB_0001' },
          { id: 2, name: 'Zubehör', url: '/produkte/zubehoer', pictureArticleNumber: null },
        ]}
      />,
    );
    expect(html).toContain('src="/api/media/product-overview/MOEB_0001?w=512"');
    expect(html).toContain('tile__icon');
    expect(render(<Gallery shopMode="moebel" emptyText="Zurzeit sind keine Bilder vorhanden." entries={[]} />)).toContain('Zurzeit sind keine Bilder vorhanden.');
  });
});
