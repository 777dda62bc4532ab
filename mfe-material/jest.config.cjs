module.exports = require('@teachmarket/shared-kit/jest')(__dirname);
