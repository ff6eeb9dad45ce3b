import { CHECKOUT_SESSION_PARAM } from '@flowdeck/contract';
import { useSearchParams } from 'react-router-dom';
import { PaymentStep } from './components/payment-step';
import { PlanPicker } from './components/plan-picker';

/** Spec §2 /checkout: choose a plan, pay, and land on /home with 'Access Until' updated. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const checkoutId = params.get(CHECKOUT_SESSION_PARAM);
  return checkoutId ? <PaymentStep key={checkoutId} checkoutId={checkoutId} /> : <PlanPicker />;
}
