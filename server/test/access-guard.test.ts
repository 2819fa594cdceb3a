import { describe } from '@jest/globals';
import { describeAccessMatrix } from './access/suite.js';

describe('Access table, through the guard', () => {
  describeAccessMatrix({ servicesOnly: false });
});
