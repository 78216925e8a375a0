export { BrandMark, Logo, type LogoProps } from './logo'
