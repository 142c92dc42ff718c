import { cardScript, draw, ifThen, onEnter, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('sunblessed-gazelle', {
  keywords: ['taunt'],
  abilities: [
    triggered(onEnter(), [ifThen({ kind: 'influenceAtMost', max: 3 }, [draw(1), recover(3)])]),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1, perTally: { of: 'highestOpponentInfluence' } }),
  ],
});
