import { cardScript, ifThen, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('vanitas-obliviate-schemer', {
  abilities: [
    staticAbility({ kind: 'levelUpRestriction', onlyInto: 'Vanitas' }),
    triggered(onEnter(), [ifThen({ kind: 'innerLineageHas', filter: { element: 'WIND' } }, [{ op: 'glimpse', count: 4 }])]),
  ],
});
