// npm run demo [-- --seed N]: two built-in agents play a whole game with the fixture decks.
import { parseArgs } from 'node:util';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../src/cards/fixtures/index.js';
import { playGame } from '../src/engine/agents/play-game.js';
import { greedyAgent } from '../src/engine/agents/random-agent.js';
import { view } from '../src/engine/index.js';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '1' } } });
const seed = Number(values.seed);
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(1);
}

const setup = {
  seed,
  defs: FIXTURE_DEFS,
  players: [
    { id: 'ash', name: 'Ash (fire)', deck: FIXTURE_DECKS.fire },
    { id: 'bea', name: 'Bea (water)', deck: FIXTURE_DECKS.water },
  ],
};

let lastTurn = 0;
const game = playGame(setup, { ash: greedyAgent(seed * 2 + 1), bea: greedyAgent(seed * 2 + 2) }, {
  onStep: (_before, after, _who, _action, events) => {
    for (const e of events) {
      if (e.type !== 'log') continue;
      if (after.turn !== lastTurn) {
        lastTurn = after.turn;
        const v = view(after, 'public');
        const status = v.players.map((p) => `${p.name}: ${p.champion ? `${p.champion.card.name} ${p.champion.damage}/${p.champion.life}` : 'no champion'}, hand ${p.handCount}, deck ${p.mainDeckCount}`).join(' | ');
        console.log(`\n── ${status}`);
      }
      console.log(`  ${e.text}`);
    }
  },
});

const result = game.final.result;
console.log('\n════════');
if (!result) console.log(`No result after ${game.steps} actions.`);
else if (result.kind === 'draw') console.log(`Draw after ${game.final.turn} turns (${result.reason}).`);
else console.log(`${game.final.players.find((p) => p.id === result.winner)!.name} wins on turn ${game.final.turn} (${result.reason}); ${game.steps} player actions.`);
