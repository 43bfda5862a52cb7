import { describe, expect, it } from 'vitest';
import { createApiClient, errorBodyOf } from './api-client';

/** The browser's typed /api client (decision 1186), against a recorded fetch. */
function recordingClient(answer: () => Response) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    fetch: async (request) => {
      requests.push(request);
      return answer();
    },
  });
  return { client, requests };
}

describe('the /api client of the browser', () => {
  it('R000-7.29 posts the cart as JSON to the document’s path, same-origin with the session cookie, and reads the answer', async () => {
    const { client, requests } = recordingClient(() => Response.json({ cartPrice: { items: [], total: '0.00', productPriceWithDiscount: '0.00', complete: true } }));
    const controller = new AbortController();
    const body = { cartItems: [{ productId: 12, quantity: 2, configuration: { Innenlänge: '1500' } }], zipCode: '8001', country: 'CH' };
    const { data, error, response } = await client.POST('/api/product/order-price', { body, signal: controller.signal });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://shop.test/api/product/order-price');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.credentials).toBe('same-origin');
    expect(await request?.json()).toEqual(body);
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data?.cartPrice.total).toBe('0.00');
  });

  it('passes the abort signal: aborting the caller’s controller aborts the request', async () => {
    const { client, requests } = recordingClient(() => Response.json({ sent: true }));
    const controller = new AbortController();
    const body = { email: 'a@b.ch', subject: 'S', message: 'M', name: 'N', captcha: { questionId: 1, answer: '4' }, shopType: 99 };
    await client.POST('/api/customers/contact/contact-form', { body, signal: controller.signal });
    expect(requests[0]?.signal.aborted).toBe(false);
    controller.abort();
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('R000-6.12 fills path parameters and sends a GET without a body or content type', async () => {
    const { client, requests } = recordingClient(() => Response.json({ items: [] }));
    const { data } = await client.GET('/api/customer/{id}/address', { params: { path: { id: '42' } } });
    expect(requests[0]?.url).toBe('http://shop.test/api/customer/42/address');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('content-type')).toBeNull();
    expect(data?.items).toEqual([]);
  });

  it('answers a refusal as `error`: the spec’s error body, or what came (a proxy’s page) which errorBodyOf reads as none', async () => {
    const refused = recordingClient(() => Response.json({ errors: [{ message: 'Die Eingaben sind ungültig.' }] }, { status: 400 }));
    const answer = await refused.client.GET('/api/customers/{id}/customer-order-settings', { params: { path: { id: '7' } } });
    expect(answer.data).toBeUndefined();
    expect(answer.response.status).toBe(400);
    expect(errorBodyOf(answer.error)?.errors[0]?.message).toBe('Die Eingaben sind ungültig.');
    const proxy = recordingClient(() => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const gateway = await proxy.client.GET('/api/customers/{id}/customer-order-settings', { params: { path: { id: '7' } } });
    expect(gateway.error).toBe('<html>Bad Gateway</html>');
    expect(errorBodyOf(gateway.error)).toBeNull();
  });
});
