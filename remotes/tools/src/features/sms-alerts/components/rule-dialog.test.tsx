import { DISCORD_BOT_PATH } from '@flowdeck/contract';
import { DISCORD_ADD_ON_REQUIRED, type AlertRule } from '@flowdeck/endpoints/sms-alerts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { RuleDialog } from './rule-dialog';

// MUI dialogs with user-event clicks are slow on a busy machine.
jest.setTimeout(30_000);

const NEWS: AlertRule = {
  id: 'news',
  name: 'Big news',
  enabled: true,
  kind: 'news',
  symbols: ['ORCL'],
  watchlist: false,
};

function renderDialog(props: { rule?: AlertRule; discordAddOn: boolean; errors?: Record<string, string> }) {
  const onSave = jest.fn<void, [AlertRule]>();
  renderWithProviders(
    <RuleDialog
      open
      rule={props.rule ?? NEWS}
      isNew={false}
      filters={[]}
      screens={[]}
      errors={props.errors ?? {}}
      discordAddOn={props.discordAddOn}
      saving={false}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

describe('RuleDialog delivery choice', () => {
  it('with the Discord Bot add-on, a rule can post to Discord instead of texting', async () => {
    const { onSave, user } = renderDialog({ discordAddOn: true });
    const discord = screen.getByRole('checkbox', { name: 'Discord' });
    expect(discord).toBeEnabled();
    expect(screen.queryByText(DISCORD_ADD_ON_REQUIRED, { exact: false })).not.toBeInTheDocument();
    await user.click(discord);
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 'news', sms: false, discord: true }));
  });

  it('without the add-on, Discord cannot be chosen and the dialog says why, linking to the add-on', () => {
    renderDialog({ discordAddOn: false });
    expect(screen.getByRole('checkbox', { name: 'Discord' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    expect(screen.getByText(DISCORD_ADD_ON_REQUIRED, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About the Discord Bot' })).toHaveAttribute('href', DISCORD_BOT_PATH);
  });

  it('without the add-on, a rule that posts to Discord can still be switched back to texts', async () => {
    const { onSave, user } = renderDialog({ rule: { ...NEWS, sms: false, discord: true }, discordAddOn: false });
    const discord = screen.getByRole('checkbox', { name: 'Discord' });
    expect(discord).toBeEnabled();
    await user.click(discord);
    // Nowhere to go: saving waits for a choice.
    expect(screen.getByText('Choose text, Discord or both.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rule' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ sms: true, discord: false }));
  });

  it("shows the API's refusal of Discord beside the choice", () => {
    renderDialog({
      rule: { ...NEWS, discord: true },
      discordAddOn: true,
      errors: { discord: DISCORD_ADD_ON_REQUIRED },
    });
    expect(screen.getByText(DISCORD_ADD_ON_REQUIRED)).toBeInTheDocument();
  });
});
