import { cardScript, classBonus, target, triggered } from '../../define.js';

export default cardScript('gloamspire-sniper', {
  keywords: ['trueSight'],
  keywordValues: { ranged: 4 },
  abilities: [
    triggered({ on: 'kill' }, [{ op: 'generateIntoLineage', card: 'creeping-torment', subject: target(0) }], { condition: classBonus(), targets: [{ kind: 'champion' }] }),
  ],
});
