export { ProgrammeSlide, type ProgrammeSlideProps } from './programme-slide'
