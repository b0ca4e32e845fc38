// Jest: an imported image is its URL.
module.exports = '/test-assets/blog-default.svg';
