/** Which shop the password-setting mail's link opens (decision 1011): customers have no shop of their own. */
export function MailShopSelect() {
  return (
    <label>
      Link der Mail in den Shop
      <select name="shopType" defaultValue="verpackung">
        <option value="verpackung">Verpackungen</option>
        <option value="moebel">Palettenmöbel</option>
      </select>
    </label>
  );
}
