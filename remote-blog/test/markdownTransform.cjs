// Jest: a .md file is its text, as webpack's asset/source gives it (default export).
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
