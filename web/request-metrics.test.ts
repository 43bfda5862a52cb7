import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Response as ExpressResponse } from 'express';
import { routePatternContext } from './app/server/route-pattern.server';
import { createRequestTable, escapeLabel, keepRouterContext, methodLabelOf, routeLabelOf } from './request-metrics';

describe('the request table of GET /metrics (decision 1096) [ops]', () => {
  it('counts requests per route, method and status in cumulative duration buckets', () => {
    const table = createRequestTable();
    table.record('/products/:articleNumber', 'GET', 200, 0.003);
    table.record('/products/:articleNumber', 'GET', 200, 0.2);
    table.record('/products/:articleNumber', 'GET', 200, 30);
    table.record('/api/categories/:id', 'PUT', 403, 0.01);
    const text = table.text();
    const series = 'route="/products/:articleNumber",method="GET",status="200"';
    expect(text).toContain(`shop_http_requests_total{${series}} 3`);
    expect(text).toContain(`shop_http_request_duration_seconds_bucket{${series},le="0.005"} 1`);
    expect(text).toContain(`shop_http_request_duration_seconds_bucket{${series},le="0.1"} 1`);
    expect(text).toContain(`shop_http_request_duration_seconds_bucket{${series},le="0.25"} 2`);
    expect(text).toContain(`shop_http_request_duration_seconds_bucket{${series},le="10"} 2`);
    expect(text).toContain(`shop_http_request_duration_seconds_bucket{${series},le="+Inf"} 3`);
    expect(text).toContain(`shop_http_request_duration_seconds_count{${series}} 3`);
    expect(text).toMatch(new RegExp(`shop_http_request_duration_seconds_sum\\{${series.replace(/[/:]/g, '\\$&')}\\} 30\\.20`));
    // An upper bound counts in its own bucket (le: less or equal).
    expect(text).toContain('shop_http_request_duration_seconds_bucket{route="/api/categories/:id",method="PUT",status="403",le="0.01"} 1');
    expect(text).toMatch(/^# HELP shop_http_requests_total .+\n# TYPE shop_http_requests_total counter\n/);
    expect(text).toContain('# TYPE shop_http_request_duration_seconds histogram');
  });

  it('keeps a method the shop does not speak out of the labels, and escapes label values', () => {
    expect(methodLabelOf('GET')).toBe('GET');
    expect(methodLabelOf('BREW')).toBe('other');
    expect(escapeLabel('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd');
  });
});

describe('the route label of an answered request (decision 1096) [ops]', () => {
  it('the matched pattern; "unmatched" for a request the root middleware never reached (it threw in the finish event and took the server down)', () => {
    const answered = () => ({ locals: {} }) as unknown as ExpressResponse;
    const matched = answered();
    const context = new RouterContextProvider();
    context.set(routePatternContext, 'products/:articleNumber');
    keepRouterContext(matched, context);
    expect(routeLabelOf(matched)).toBe('/products/:articleNumber');
    const unreached = answered();
    keepRouterContext(unreached, new RouterContextProvider());
    expect(routeLabelOf(unreached)).toBe('unmatched');
  });
});
