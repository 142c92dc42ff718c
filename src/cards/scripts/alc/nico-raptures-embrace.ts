import { cardScript, ifThen, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('nico-raptures-embrace', {
  abilities: [
    staticAbility({ kind: 'levelUpRestriction', onlyInto: 'Nico' }),
    triggered(onEnter(), [
      ifThen({ kind: 'innerLineageHas', filter: { element: 'WATER' } }, [{ op: 'lookAtTop', count: 2, toGraveyard: { min: 1, max: 1 }, rest: 'bottom' }]),
    ]),
  ],
});
