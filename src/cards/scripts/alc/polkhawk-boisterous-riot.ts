import { cardScript, ifThen, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('polkhawk-boisterous-riot', {
  abilities: [
    staticAbility({ kind: 'levelUpRestriction', onlyInto: 'Polkhawk' }),
    triggered(onEnter(), [
      ifThen({ kind: 'innerLineageHas', filter: { element: 'FIRE' } }, [
        { op: 'enterState', state: 'distant', filter: { type: 'ALLY', subtype: 'RANGER' }, nextActivated: true },
      ]),
    ]),
  ],
});
