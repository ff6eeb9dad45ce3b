import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../config.js';
import { PRODUCTION_ENV, problemsOf } from '../../test/config-problems.js';

const PRODUCTION = PRODUCTION_ENV;
const CLIENT_ID = '1122334455667788990';
const TOKEN = 'MTEyMjMzNDQ1NTY2Nzc4ODk5MA.GaBcDe.0123456789abcdefghijABCDEFGHIJ_-klmnop';

describe("FlowDeck's Discord bot application (DISCORD_BOT_TOKEN, DISCORD_CLIENT_ID)", () => {
  it('is optional everywhere: without it only webhooks are offered', () => {
    assert.equal(loadConfig({}).discordBot, null);
    assert.equal(loadConfig(PRODUCTION).discordBot, null);
  });

  it('reads the token and the client id, in production too', () => {
    const bot = { DISCORD_BOT_TOKEN: ` ${TOKEN} `, DISCORD_CLIENT_ID: CLIENT_ID };
    assert.deepEqual(loadConfig(bot).discordBot, { token: TOKEN, clientId: CLIENT_ID });
    assert.deepEqual(loadConfig({ ...PRODUCTION, ...bot }).discordBot, { token: TOKEN, clientId: CLIENT_ID });
  });

  it('needs both, each in its format, and never repeats the token in a problem', () => {
    assert.deepEqual(problemsOf({ DISCORD_BOT_TOKEN: TOKEN }), [
      'DISCORD_CLIENT_ID must be set with DISCORD_BOT_TOKEN: the invite link needs the application id',
    ]);
    assert.deepEqual(problemsOf({ DISCORD_CLIENT_ID: CLIENT_ID }), [
      'DISCORD_BOT_TOKEN must be set with DISCORD_CLIENT_ID (or neither)',
    ]);
    assert.deepEqual(problemsOf({ DISCORD_BOT_TOKEN: TOKEN, DISCORD_CLIENT_ID: 'flowdeck' }), [
      'DISCORD_CLIENT_ID must be the application id, 17 to 20 digits (got "flowdeck")',
    ]);
    assert.deepEqual(problemsOf({ DISCORD_BOT_TOKEN: `Bot ${TOKEN}`, DISCORD_CLIENT_ID: CLIENT_ID }), [
      'DISCORD_BOT_TOKEN must be the token alone, without "Bot "',
    ]);
    const secret = 'a-client-secret-pasted-by-mistake';
    const problems = problemsOf({ ...PRODUCTION, DISCORD_BOT_TOKEN: secret, DISCORD_CLIENT_ID: CLIENT_ID });
    assert.deepEqual(problems, [
      "DISCORD_BOT_TOKEN must be the bot's token from the Developer Portal (three parts separated by dots)",
    ]);
    assert.ok(problems.every((problem) => !problem.includes(secret)));
  });
});
