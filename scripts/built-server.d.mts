export declare function startBuiltServer(
  root: string,
  env?: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }>;
