import { describe, expect, it } from 'vitest';
import { pagePathOf, pageUrlOf } from './page-url';

describe('the page a request is for', () => {
  it("R000-1.05 a client navigation's data URL names its page: no .data, no _routes", () => {
    expect(pageUrlOf('http://shop/admin/orders.data?_routes=root,routes/admin/orders&status=1').href).toBe('http://shop/admin/orders?status=1');
    expect(pageUrlOf('http://shop/_.data').pathname).toBe('/');
    expect(pageUrlOf('http://shop/fr/produkte/_.data?_routes=x').href).toBe('http://shop/fr/produkte/');
    expect(pagePathOf(new Request('http://shop/fr/produkte/kisten/holzkisten.data'))).toBe('/fr/produkte/kisten/holzkisten');
  });

  it('a document request is returned as it is', () => {
    expect(pageUrlOf('http://shop/admin/orders?_routes=kept').href).toBe('http://shop/admin/orders?_routes=kept');
    expect(pagePathOf(new Request('http://shop/products/KISTE_0001?modus=moebel'))).toBe('/products/KISTE_0001?modus=moebel');
  });
});
