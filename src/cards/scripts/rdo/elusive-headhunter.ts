import { cardScript, classBonus, gainAgility, staticAbility, triggered } from '../../define.js';

export default cardScript('elusive-headhunter', {
  abilities: [
    staticAbility({ kind: 'unretaliatable' }),
    triggered({ on: 'kill' }, [gainAgility(3)], { condition: classBonus() }),
  ],
});
