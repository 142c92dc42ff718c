import { cardScript, draw, ifThen, staticAbility } from '../../define.js';

export default cardScript('refabrication', {
  abilities: [staticAbility({ kind: 'alternativeCost', pay: { kind: 'sacrifice', count: 2, filter: { type: 'TOKEN' } } })],
  onResolve: [ifThen({ kind: 'influenceAtMost', max: 5 }, [draw(2)])],
});
