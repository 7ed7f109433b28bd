/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import {
  createServerRenderRecord,
  ServerRenderProvider,
  useServerHead,
  useServerStatus,
  useSiteOrigin,
} from './page-head';

function Page({ status }: { status: number | null }) {
  useServerHead({ title: 'Plombier', jsonLd: { breadcrumb: { '@type': 'BreadcrumbList' } } });
  useServerHead({ description: 'Les plombiers.', jsonLd: { trade: { '@type': 'ItemList' } } });
  useServerStatus(status);
  return <p>{useSiteOrigin()}</p>;
}

describe('what a page tells the server while it renders', () => {
  it('collects the head, the status and gives the site origin', () => {
    const record = createServerRenderRecord('https://annuaire.fr');
    const html = renderToString(
      <ServerRenderProvider record={record}>
        <Page status={404} />
      </ServerRenderProvider>,
    );
    expect(html).toContain('https://annuaire.fr');
    expect(record.status).toBe(404);
    expect(record.head).toEqual({
      title: 'Plombier',
      description: 'Les plombiers.',
      jsonLd: { breadcrumb: { '@type': 'BreadcrumbList' }, trade: { '@type': 'ItemList' } },
    });
  });

  it('does nothing without a record (in the browser)', () => {
    expect(() => renderToString(<Page status={null} />)).not.toThrow();
  });
});
