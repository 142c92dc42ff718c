import { cardScript, fostered, onFoster, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('krustallan-patrol', {
  keywords: ['foster'],
  abilities: [
    triggered(onFoster(), [putCounters(self(), 'buff', 1)]),
    staticAbility({ kind: 'keyword', keyword: 'steadfast' }, fostered()),
  ],
});
