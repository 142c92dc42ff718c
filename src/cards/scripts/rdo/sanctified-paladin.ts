import { cardScript, draw, fostered, onFoster, staticAbility, triggered } from '../../define.js';

export default cardScript('sanctified-paladin', {
  keywords: ['foster'],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, fostered()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 3 }, fostered()),
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, fostered()),
    triggered(onFoster(), [draw(2)]),
  ],
});
