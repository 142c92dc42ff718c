import type { Action, GameState, PlayerId } from '../types.js';
import { legalActions } from '../legal.js';
import { nextInt, seedRng } from '../state/rng.js';
import type { RngState } from '../types.js';

export interface Agent {
  choose(state: GameState, player: PlayerId, actions: Action[]): Action;
}

/** Picks uniformly among legal actions, never conceding. Its randomness is its own, seeded. */
export function randomAgent(seed: number): Agent {
  const rng: RngState = seedRng(seed);
  return {
    choose(_state, _player, actions) {
      const options = actions.filter((a) => a.type !== 'concede');
      if (options.length > 1 && options.some((a) => a.type === 'assist')) return pickToolFirst(rng, options);
      return options[nextInt(rng, options.length)] ?? actions[0]!;
    },
  };
}

/**
 * An assisted resolution offers one action per tool and argument, hundreds of them. Picking among
 * them uniformly made finishing ('done') a 1-in-300 chance, so random games spent most of their
 * steps inside assisted resolutions. The tool is chosen first, then its arguments.
 */
function pickToolFirst(rng: RngState, options: Action[]): Action {
  const kindOf = (a: Action) => (a.type === 'assist' ? `assist:${a.tool.tool}` : a.type);
  const kinds = [...new Set(options.map(kindOf))];
  const kind = kinds[nextInt(rng, kinds.length)]!;
  const ofKind = options.filter((a) => kindOf(a) === kind);
  return ofKind[nextInt(rng, ofKind.length)]!;
}

/**
 * Random play with a sensible policy, for benchmarks over the scripted pool. It still picks
 * uniformly among legal actions, but never concedes, never cancels an activation or attack it
 * started while any other answer is legal, and, holding Opportunity with anything else legal,
 * passes only one time in `passOneIn` (default 4). The property tests keep the plain `randomAgent`.
 */
export function eagerRandomAgent(seed: number, passOneIn = 4): Agent {
  const rng: RngState = seedRng(seed);
  return {
    choose(state, _player, actions) {
      let options: typeof actions = actions.filter((a) => a.type !== 'concede' && a.type !== 'cancel');
      if (options.length === 0) options = actions.filter((a) => a.type !== 'concede');
      if (!state.pending && options.length > 1 && nextInt(rng, passOneIn) !== 0) {
        const acting = options.filter((a) => a.type !== 'pass');
        if (acting.length > 0) options = acting;
      }
      return options[nextInt(rng, options.length)] ?? actions[0]!;
    },
  };
}

/**
 * A plain but purposeful player for the demo: it develops its board, levels up, attacks
 * whenever it can, blocks when it can, and otherwise passes.
 */
export function greedyAgent(seed: number): Agent {
  const rng: RngState = seedRng(seed);
  const rank = (a: Action): number => {
    switch (a.type) {
      case 'materialize': return 9;
      case 'chooseAttackTarget': return 8;
      case 'chooseWeapon': return a.weapon ? 8 : 2;
      case 'attack': return 7;
      case 'activate': return 6;
      case 'retaliate': return a.unit ? 6 : 1;
      case 'activateAbility': case 'activateBoonAbility': case 'activateGraveyardAbility': return 3;
      case 'chooseTarget': case 'chooseReserve': case 'declareX': case 'chooseMode': case 'orderTrigger':
      case 'keepUnique': case 'chooseCard': case 'chooseFloating': case 'glimpseChoice': case 'restForReserve': return 5;
      case 'searchChoice': return a.card ? 5 : 1;
      case 'declarePrepare': case 'declareBrew': case 'declareAltCost': case 'chooseIngredient': case 'chooseKindle': return 5;
      case 'ephemerate': case 'starcall': case 'bestow': case 'activateFromMaterialDeck': return 6;
      case 'chooseCostPart': return 5;
      case 'chooseAttackPlayer': return 8;
      case 'noMoreTargets': return 4;
      case 'criticalDiscard': return a.card ? 3 : 4;
      case 'chooseCommandAlly': case 'aethercall': case 'loadInto': case 'chooseLink': case 'chooseName': return 5;
      case 'chooseCopy': return a.object ? 5 : 1;
      case 'returnPreserved': return 4;
      case 'orderReplacement': return 5;
      case 'payWither': return a.card ? 5 : 1;
      case 'mayAnswer': return a.accept ? 5 : 1;
      case 'assist': return a.tool.tool === 'done' ? 5 : 0;
      case 'consent': return a.accept ? 5 : 1;
      case 'pass': case 'skipMaterialize': return 2;
      case 'cancel': return 0;
      case 'concede': return -1;
    }
  };
  return {
    choose(_state, _player, actions) {
      const best = Math.max(...actions.map(rank));
      const top = actions.filter((a) => rank(a) === best);
      return top[nextInt(rng, top.length)]!;
    },
  };
}

export { legalActions };
