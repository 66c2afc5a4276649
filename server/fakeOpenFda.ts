import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for openFDA's drug enforcement endpoint on loopback (port 0) for tests: it records each request's
 * query, and answers what the test sets (`answer`), openFDA's 404 for no match, or a failure.
 */
export async function startFakeOpenFda() {
  const requests: URLSearchParams[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { results: [] } };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.searchParams);
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/drug/enforcement.json`,
    requests,
    answer(status: number, body: unknown): void {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An enforcement report as openFDA writes it (more fields than the app uses, dates as YYYYMMDD). */
export function openFdaRecord(n: number, overrides: Record<string, string> = {}): Record<string, unknown> {
  return {
    recall_number: `D-${String(n).padStart(4, '0')}-2025`,
    classification: 'Class II',
    status: 'Ongoing',
    product_description: `Aspirin 81 mg chewable tablets, lot ${n}`,
    reason_for_recall: 'Failed Dissolution Specifications',
    recalling_firm: 'Acme Pharma',
    city: 'Newark',
    state: 'NJ',
    country: 'United States',
    distribution_pattern: 'Nationwide',
    product_quantity: '1,200 bottles',
    code_info: `Lot ${n}`,
    voluntary_mandated: 'Voluntary: Firm initiated',
    recall_initiation_date: '20250102',
    report_date: '20250115',
    openfda: {},
    event_id: '90000',
    ...overrides,
  };
}
