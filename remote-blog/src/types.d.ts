// Files webpack loads for this remote: markdown bodies as text (asset/source), images as URLs (asset/resource).
declare module '*.md' {
  const text: string;
  export default text;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.svg?inline' {
  const dataUri: string;
  export default dataUri;
}
