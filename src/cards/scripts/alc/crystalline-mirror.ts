import { activated, banishSelf, cardScript, classBonus, destroy, target, triggered, whenever } from '../../define.js';

export default cardScript('crystalline-mirror', {
  abilities: [
    triggered(whenever('enters', { who: 'you', type: 'PHANTASIA' }), [{ op: 'glimpse', count: 1 }]),
    activated([banishSelf()], [destroy(target(0))], {
      condition: { kind: 'allOf', conditions: [classBonus(), { kind: 'controlsType', type: 'PHANTASIA', min: 3 }] },
      targets: [{ kind: 'item', costAtMost: { memory: 0, reserve: 3 } }],
    }),
  ],
});
