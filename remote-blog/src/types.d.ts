// Files webpack loads for this remote: markdown bodies as their sanitized article HTML (converted at build
// time by scripts/markdown-loader.cjs), images as URLs (asset/resource).
declare module '*.md' {
  const html: string;
  export default html;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.svg?inline' {
  const dataUri: string;
  export default dataUri;
}
