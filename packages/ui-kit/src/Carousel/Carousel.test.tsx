import { render, screen, waitFor, within } from '@testing-library/react';
import { commands, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Carousel } from './Carousel';
import type { CarouselProps } from './Carousel';

interface Slide {
  id: string;
  title: string;
}

const items: Slide[] = [
  { id: 'a', title: 'Alpha' },
  { id: 'b', title: 'Beta' },
  { id: 'c', title: 'Gamma' },
  { id: 'd', title: 'Delta' },
];

const labels = {
  carousel: 'Featured games',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slidePosition: (n: number, count: number) => `${n} of ${count}`,
  start: 'Start the slideshow',
  stop: 'Stop the slideshow',
  chooseSlide: 'Choose a slide',
};

function Subject(props: Partial<CarouselProps<Slide>>) {
  return (
    <div style={{ height: 200 }}>
      <Carousel
        items={items}
        labels={labels}
        slideButtonLabel={(n, slide) => `Show slide ${n}: ${slide.title}`}
        renderItem={(slide, { shouldLoad }) => (
          <a href={`#${slide.id}`} data-loaded={shouldLoad || undefined}>
            {slide.title}
          </a>
        )}
        {...props}
      />
    </div>
  );
}

const slides = () => screen.getAllByRole('group');
const activeTitle = () =>
  slides().find((slide) => slide.dataset.state === 'active')?.textContent ?? null;

afterEach(async () => {
  await commands.emulateReducedMotion(false);
});

describe('Carousel', () => {
  it('is a named carousel of slides named by position; only the shown slide is reachable', () => {
    render(<Subject />);
    const region = screen.getByRole('region', { name: 'Featured games' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true, true]);
  });

  it('loads only the shown slide and the next one', () => {
    render(<Subject />);
    expect(slides().map((slide) => slide.querySelector('[data-loaded]') !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows the slide whose button is pressed, marks it current, and loads the one after', async () => {
    render(<Subject />);
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3: Gamma' }));
    expect(activeTitle()).toBe('Gamma');
    expect(screen.getByRole('button', { name: 'Show slide 3: Gamma' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(slides()[3]?.querySelector('[data-loaded]')).not.toBeNull();
  });

  it('plays by itself, looping, and keeps playing after a slide is chosen', async () => {
    render(<Subject interval={60} transition={0} />);
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-state', 'playing');
    await waitFor(() => expect(activeTitle()).toBe('Beta'));
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 4: Delta' }));
    await waitFor(() => expect(activeTitle()).toBe('Alpha'));
  });

  it('stops and starts from its pause button, and announces slides only while stopped', async () => {
    render(<Subject />);
    const live = screen.getByRole('region').querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Stop the slideshow' }));
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Start the slideshow' }));
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'playing');
  });

  it('starts paused when the player asks for reduced motion', async () => {
    await commands.emulateReducedMotion(true);
    render(<Subject />);
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
    expect(screen.getByRole('button', { name: 'Start the slideshow' })).toBeInTheDocument();
  });

  it('has no controls and does not play with one slide', () => {
    render(<Subject items={items.slice(0, 1)} />);
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-state', 'paused');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('renders nothing without slides', () => {
    const { container } = render(
      <Carousel items={[]} labels={labels} slideButtonLabel={() => ''} renderItem={() => null} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    await commands.emulateReducedMotion(true);
    const { container } = render(<Subject />);
    await expectNoAxeViolations(container);
  });
});
