import type { CardPaymentRequest, TestCardHint } from '@flowdeck/api-types';
import CreditCard from '@mui/icons-material/CreditCard';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { Box, Button, Chip, CircularProgress, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type FormEvent, useState } from 'react';
import { BRAND_LABELS, cardBrandOf, cvcLength, expiryForApi, formatCardNumber, formatExpiry } from './card-format';

export const TEST_PROVIDER_TITLE = 'Test payment provider';
export const TEST_PROVIDER_TEXT = 'No real card is charged. Use any future expiry date and any CVC.';
/** What a test-card chip fills in besides the number, when those fields are still empty. */
const TEST_EXPIRY = '12 / 34';
const TEST_CVC = '123';

export interface CardFormProps {
  email?: string;
  submitLabel: string;
  busy: boolean;
  /** Field errors from the server: cardNumber, expiry, cvc, name, postalCode. */
  errors: Record<string, string>;
  /** Shown with the test provider; null with a real one. */
  testCards: TestCardHint[] | null;
  onSubmit: (card: CardPaymentRequest) => void;
}

function TestModeNotice({ cards, onPick }: { cards: TestCardHint[]; onPick: (number: string) => void }) {
  return (
    <Box
      role="note"
      aria-label={TEST_PROVIDER_TITLE}
      sx={(theme) => ({
        p: 2,
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: alpha(theme.palette.warning.main, 0.6),
        bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.08 : 0.06),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <ScienceOutlined fontSize="small" sx={{ color: 'warning.main' }} />
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {TEST_PROVIDER_TITLE}
        </Typography>
        <Chip label="Test mode" size="small" color="warning" variant="outlined" sx={{ ml: 'auto', height: 22 }} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {TEST_PROVIDER_TEXT}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {cards.map((card) => (
          <Chip
            key={card.number}
            size="small"
            variant="outlined"
            onClick={() => onPick(card.number)}
            label={
              <span>
                <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
                  {formatCardNumber(card.number)}
                </Box>{' '}
                · {card.outcome}
              </span>
            }
            aria-label={`Use test card ${formatCardNumber(card.number)}: ${card.outcome}`}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** A card form in the manner of hosted checkouts; the server checks and charges the card. */
export function CardForm({ email, submitLabel, busy, errors, testCards, onSubmit }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const digits = number.replace(/\D/g, '');
  const brand = cardBrandOf(digits);

  const pick = (card: string) => {
    setNumber(formatCardNumber(card));
    if (!expiry) setExpiry(TEST_EXPIRY);
    if (!cvc) setCvc(TEST_CVC.padEnd(cvcLength(cardBrandOf(card)), '4'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      cardNumber: digits,
      expiry: expiryForApi(expiry),
      cvc,
      name,
      ...(postalCode.trim() ? { postalCode: postalCode.trim() } : {}),
    });
  };

  const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: 0.5 } as const;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card payment">
      <Stack spacing={2.25}>
        {testCards ? <TestModeNotice cards={testCards} onPick={pick} /> : null}
        {email ? <TextField label="Email" value={email} fullWidth slotProps={{ input: { readOnly: true } }} /> : null}
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            Card information
          </Typography>
          <Stack spacing={1.25}>
            <TextField
              label="Card number"
              name="cardNumber"
              value={number}
              onChange={(e) => setNumber(formatCardNumber(e.target.value))}
              placeholder="1234 1234 1234 1234"
              autoComplete="cc-number"
              fullWidth
              error={Boolean(errors['cardNumber'])}
              helperText={errors['cardNumber']}
              slotProps={{
                htmlInput: { inputMode: 'numeric', style: mono },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                        <CreditCard fontSize="small" />
                        <Typography variant="caption" sx={{ fontWeight: 600 }} aria-label="Card brand">
                          {BRAND_LABELS[brand]}
                        </Typography>
                      </Stack>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Stack direction="row" spacing={1.25}>
              <TextField
                label="Expiry (MM / YY)"
                name="expiry"
                value={expiry}
                onChange={(e) => setExpiry(formatExpiry(e.target.value, expiry))}
                placeholder="MM / YY"
                autoComplete="cc-exp"
                fullWidth
                error={Boolean(errors['expiry'])}
                helperText={errors['expiry']}
                slotProps={{ htmlInput: { inputMode: 'numeric', style: mono } }}
              />
              <TextField
                label="CVC"
                name="cvc"
                value={cvc}
                onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, cvcLength(brand)))}
                placeholder={brand === 'amex' ? '1234' : '123'}
                autoComplete="cc-csc"
                fullWidth
                error={Boolean(errors['cvc'])}
                helperText={errors['cvc']}
                slotProps={{ htmlInput: { inputMode: 'numeric', style: mono } }}
              />
            </Stack>
          </Stack>
        </Box>
        <TextField
          label="Name on card"
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="cc-name"
          fullWidth
          error={Boolean(errors['name'])}
          helperText={errors['name']}
        />
        <TextField
          label="ZIP / postal code"
          name="postalCode"
          value={postalCode}
          onChange={(e) => setPostalCode(e.target.value)}
          autoComplete="postal-code"
          fullWidth
          error={Boolean(errors['postalCode'])}
          helperText={errors['postalCode'] ?? 'Optional'}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockOutlined />}
          sx={{ py: 1.4, fontSize: 16, fontWeight: 700 }}
        >
          {submitLabel}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {testCards
            ? 'Processed by the built-in test payment provider. Your card details are not stored.'
            : 'Payments are encrypted and processed securely.'}
        </Typography>
      </Stack>
    </Box>
  );
}
