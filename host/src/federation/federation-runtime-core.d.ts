// The federation runtime's core module (an alias in webpack.federation.cjs): only handed on, never read here.
declare module 'federation-runtime-core' {}
