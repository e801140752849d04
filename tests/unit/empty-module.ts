// Stands in for `server-only` under Jest, where build-time modules are tested directly.
export {};
