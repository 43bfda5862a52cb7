import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminGrid, gridColumns } from './AdminGrid';

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(<Stub />);
}

interface Job {
  name: string;
  runs: number;
  failures: number;
  children?: Job[];
}
const column = gridColumns<Job>();
const columns = [
  column.accessor('name', { header: 'Job' }),
  column.accessor('runs', { header: 'Läufe', meta: { className: 'num', headerTitle: 'Läufe seit dem Start' } }),
  column.accessor('failures', { header: 'Fehler', meta: { className: 'num' } }),
];
const jobs: Job[] = [
  { name: 'backup', runs: 3, failures: 0 },
  { name: 'feed', runs: 5, failures: 2 },
];

describe('AdminGrid, the one grid of the back office (docs/admin.md)', () => {
  it('names the table by its label and adds the classes, tabIndex and caption it is given', () => {
    const html = render(<AdminGrid label="Jobs" className="is-static" tabIndex={0} caption="Alle Jobs" columns={columns} data={jobs} rowId={(job) => job.name} />);
    expect(html).toContain('<table class="admin-table is-static" aria-label="Jobs" tabindex="0"><caption>Alle Jobs</caption>');
    expect(render(<AdminGrid label="Jobs" columns={columns} data={jobs} rowId={(job) => job.name} />)).toContain('<table class="admin-table" aria-label="Jobs"><thead>');
  });

  it("puts a column's className on its header and cells, its header title on the header", () => {
    const html = render(<AdminGrid label="Jobs" columns={columns} data={jobs} rowId={(job) => job.name} />);
    expect(html).toContain('<th scope="col" class="num" title="Läufe seit dem Start">Läufe</th>');
    expect(html).toContain('<td class="num">5</td>');
    expect(html).toContain('<th scope="col">Job</th>');
  });

  it('gives rows and cells the attributes their data asks for; a cell class joins the column class', () => {
    const html = render(
      <AdminGrid
        label="Jobs"
        columns={columns}
        data={jobs}
        rowId={(job) => job.name}
        rowClassName={(job) => (job.failures > 0 ? 'is-over' : undefined)}
        rowProps={(job) => ({ 'data-job': job.name, title: job.failures > 0 ? 'fehlerhaft' : undefined })}
        cellProps={(job, columnId) => (columnId === 'failures' ? { className: job.failures > 0 ? 'admin-over' : undefined, 'data-failures': job.failures } : undefined)}
      />,
    );
    expect(html).toContain('<tr data-job="backup"><td>backup</td><td class="num">3</td><td data-failures="0" class="num">0</td></tr>');
    expect(html).toContain('<tr data-job="feed" title="fehlerhaft" class="is-over"><td>feed</td><td class="num">5</td><td data-failures="2" class="num admin-over">2</td></tr>');
  });

  it('a cell with a colSpan covers the next cells of its row', () => {
    const html = render(<AdminGrid label="Jobs" columns={columns} data={jobs} rowId={(job) => job.name} cellProps={(_job, columnId) => (columnId === 'runs' ? { colSpan: 2 } : undefined)} />);
    expect(html).toContain('<tr><td>backup</td><td colSpan="2" class="num">3</td></tr>');
  });

  it('marks the depth of rows only in a tree, and says when there are no rows', () => {
    const parents: Job[] = [{ ...jobs[0]!, children: [jobs[1]!] }];
    const tree = render(<AdminGrid label="Jobs" columns={columns} data={parents} rowId={(job) => job.name} subRows={(job) => job.children} />);
    expect(tree).toContain('<tr data-depth="1"><td>feed</td>');
    expect(render(<AdminGrid label="Jobs" columns={columns} data={[]} rowId={(job) => job.name} empty="Keine Jobs." />)).toContain('<tbody><tr><td colSpan="3">Keine Jobs.</td></tr></tbody>');
  });
});
