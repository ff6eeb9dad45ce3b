import { useMemo, useReducer, useState } from 'react';
import {
  type CalculatorAction,
  type CalculatorState,
  calculatorReducer,
  initialCalculatorState,
} from '../stores/calculator-state';
import { type IsoDate, todayIso } from '../stores/iso-date';
import { type Validation, validateCalculator } from '../stores/validation';

export interface Calculator {
  state: CalculatorState;
  dispatch: (action: CalculatorAction) => void;
  validation: Validation;
  /** The trade date: premiums are priced and time to expiry counted from it. */
  today: IsoDate;
}

/** The calculator's client state (what the user typed) and whether it can be priced. */
export function useCalculator(): Calculator {
  // Fixed for the life of the page, so a session open past midnight does not move its own trade date.
  const [today] = useState(todayIso);
  const [state, dispatch] = useReducer(calculatorReducer, today, initialCalculatorState);
  const validation = useMemo(() => validateCalculator(state, today), [state, today]);
  return { state, dispatch, validation, today };
}
