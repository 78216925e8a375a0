// The measurement is shared with the budget test (tests/e2e/first-load-budget.test.ts).
export {
  firstLoadBudgetKiB,
  kib,
  measureFirstLoad,
  prerenderedPages,
  type FirstLoad,
} from '../../tests/support/first-load'
