declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A sequence each connection cycles through; prepared once unless setupRequest is given. */
    requests?: {
      path?: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: { body?: string }) => { body?: string };
    }[];
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
