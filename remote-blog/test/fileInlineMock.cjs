// Jest: an image imported with ?inline is a data: URI.
module.exports = 'data:image/svg+xml,%3Csvg%2F%3E';
