import { cardScript, characteristics, objectSet, onDeath, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('harvester-mk-ii', {
  abilities: [
    staticAbility(characteristics([{ kind: 'gainAbility', ability: triggered(onDeath(), [summonToken('powercell')]) }], objectSet('yourAllies', { subtype: 'AUTOMATON' }))),
  ],
});
