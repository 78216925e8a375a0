export { Hero, type HeroProps } from './hero'
