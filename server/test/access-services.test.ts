import { describe } from '@jest/globals';
import { describeAccessMatrix } from './access/suite.js';

describe('Access table, with the guard’s role check taken out: the services refuse on their own', () => {
  describeAccessMatrix({ servicesOnly: true });
});
