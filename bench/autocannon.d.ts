// autocannon ships no types: the part of its API bench/run.ts uses.
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
