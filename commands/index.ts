import type { BotDeps } from '../src/bot/client.js';
import type { CommandModule } from '../src/bot/command-module.js';
import { play } from './play.js';
import { league } from './league.js';
import { ruleCommand } from './rule.js';
import { keywordCommand } from './keyword.js';
import { cardCommand } from './card.js';
import { deckCommand } from './deck.js';
import { seriesComponents } from '../src/bot/series-components.js';

// The components of best-of-3 league series are routed with the /league command's.
const leagueWithSeries: CommandModule<BotDeps> = { ...league, components: { ...league.components, ...seriesComponents } };

/** Every slash command the bot registers and routes. */
export const commands: CommandModule<BotDeps>[] = [play, leagueWithSeries, ruleCommand, keywordCommand, cardCommand, deckCommand];
