import { PageHeader } from '@flowdeck/ui-kit';
import { Button } from '@mui/material';

export default function OptionsCalculatorPage() {
  return (
    <>
      <PageHeader title="Options Calculator" />
      <Button variant="contained">Calculate</Button>
    </>
  );
}
