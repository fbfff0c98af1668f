import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../web/src/components/ui/tabs';

function ThreeTabs() {
  return (
    <Tabs defaultValue="b">
      <TabsList>
        <TabsTrigger value="a">Alpha</TabsTrigger>
        <TabsTrigger value="b">Beta</TabsTrigger>
        <TabsTrigger value="c">Gamma</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Alpha panel</TabsContent>
      <TabsContent value="b">Beta panel</TabsContent>
      <TabsContent value="c">Gamma panel</TabsContent>
    </Tabs>
  );
}

const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('shows the selected tab panel, labelled by its tab, the others hidden', () => {
    render(<ThreeTabs />);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Beta panel');
    expect(panel).toHaveAccessibleName('Beta');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Alpha panel')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });

  it('is one Tab stop: Tab reaches the selected tab, then its panel', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys (wrapping), Home and End; a click selects', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(selected()).toEqual(['Gamma']);
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Alpha']);
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Gamma']);
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Alpha panel');
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Gamma']);
    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beta panel');
  });
});
