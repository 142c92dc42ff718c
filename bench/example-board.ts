// Renders the public board of a real game (greedy agents, fixture decks) to docs/example-board.png.
// npx tsx bench/example-board.ts [--seed N] [--turn T]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../src/cards/fixtures/index.js';
import { greedyAgent } from '../src/engine/agents/random-agent.js';
import { actingPlayers, apply, createGame, legalActions, view } from '../src/engine/index.js';
import { renderBoard } from '../render/board.js';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '4' }, turn: { type: 'string', default: '9' }, out: { type: 'string', default: 'docs/example-board.png' } } });
const seed = Number(values.seed);
let s = createGame({
  seed, defs: FIXTURE_DEFS,
  players: [{ id: 'ash', name: 'Ash', deck: FIXTURE_DECKS.fire }, { id: 'bea', name: 'Bea', deck: FIXTURE_DECKS.water }],
});
const agents = { ash: greedyAgent(seed), bea: greedyAgent(seed + 1) };
// Play until the chosen turn, stopping in a combat so the picture shows an attack in progress.
while (!s.result && !(s.turn >= Number(values.turn) && s.combat?.step === 'damage')) {
  const who = actingPlayers(s)[0]! as 'ash' | 'bea';
  const out = apply(s, who, agents[who].choose(s, who, legalActions(s, who)));
  if (!out.ok) throw new Error(out.violation.message);
  s = out.state;
}
writeFileSync(values.out, await renderBoard(view(s, 'public')));
console.log(`turn ${s.turn}, ${s.phase}: wrote ${values.out}`);
