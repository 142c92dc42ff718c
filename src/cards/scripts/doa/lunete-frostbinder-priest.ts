import { cardScript, staticAbility } from '../../define.js';

export default cardScript('lunete-frostbinder-priest', {
  abilities: [
    staticAbility({ kind: 'entersState', state: 'rested', whose: 'opponentsAllies' }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 3 }, { kind: 'balance' }),
  ],
});
