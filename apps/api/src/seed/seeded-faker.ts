import { base, en, en_GB, Faker } from '@faker-js/faker';

/** A Faker with British English data and a fixed seed: the same seed makes the same data. */
export const createSeededFaker = (seed: number, referenceDate: Date = new Date()): Faker => {
  const faker = new Faker({ locale: [en_GB, en, base], seed });
  faker.setDefaultRefDate(referenceDate);
  return faker;
};

export type { Faker };
