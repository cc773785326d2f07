/** A fresh table in the test run's DynamoDB Local, for unit tests of code whose point is its conditional writes. */
export { freshTable as createTestTable } from '../../functions/src/testing/fresh-table.js';
