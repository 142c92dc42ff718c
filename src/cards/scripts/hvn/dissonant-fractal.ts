import { cardScript, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('dissonant-fractal', {
  abilities: [
    triggered(onEnter(), [{ op: 'glimpse', count: 4 }]),
    // Two other phantasias: three counting this one.
    staticAbility({ kind: 'keyword', keyword: 'reservable' }, { kind: 'controlsType', type: 'PHANTASIA', min: 3 }),
  ],
});
