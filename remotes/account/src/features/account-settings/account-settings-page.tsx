import { ACCOUNT_SETTINGS_TAB_PARAM, BILLING_SETTINGS_TAB } from '@flowdeck/contract';
import { PageHeader } from '@flowdeck/ui-kit';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { BillingSection } from './components/billing-section';
import { PhoneSection } from './components/phone-section';
import { ProfileSection } from './components/profile-section';
import { SecuritySection } from './components/security-section';

export const ACCOUNT_SETTINGS_TITLE = 'Account settings';
/** The tabs, by their `?tab=` value (the first is the default). */
export const SETTINGS_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'security', label: 'Security' },
  { value: BILLING_SETTINGS_TAB, label: 'Billing' },
] as const;
type TabValue = (typeof SETTINGS_TABS)[number]['value'];
const TAB_PARAM = ACCOUNT_SETTINGS_TAB_PARAM;

function isTab(value: string | null): value is TabValue {
  return SETTINGS_TABS.some((tab) => tab.value === value);
}

/** Profile and phone, password and sessions, subscriptions and payments: one tab each. */
export default function AccountSettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab: TabValue = isTab(requested) ? requested : 'profile';
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={ACCOUNT_SETTINGS_TITLE} subtitle="Your profile, sign-in and billing." />
      <Tabs
        value={tab}
        onChange={(_event, next: TabValue) => setParams({ [TAB_PARAM]: next }, { replace: true })}
        aria-label="Account settings sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTINGS_TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`settings-tab-${item.value}`}
            aria-controls="settings-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'profile' ? (
          <Stack spacing={3}>
            <ProfileSection />
            <PhoneSection />
          </Stack>
        ) : null}
        {tab === 'security' ? <SecuritySection /> : null}
        {tab === 'billing' ? <BillingSection /> : null}
      </Box>
    </Box>
  );
}
